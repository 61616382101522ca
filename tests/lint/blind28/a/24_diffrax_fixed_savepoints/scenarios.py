import diffrax
import jax
import jax.numpy as jnp

N_SAVE = 64


def island_visitors(t, y, args):
    ferry_rate, departure_rate = args
    return ferry_rate * (1.0 + 0.3 * jnp.cos(2 * jnp.pi * t / 7.0)) - departure_rate * y


@jax.jit
def run_scenario(args, horizon_days):
    ts = jnp.linspace(0.0, horizon_days, N_SAVE)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(island_visitors), diffrax.Tsit5(),
                              t0=0.0, t1=horizon_days, dt0=0.25, y0=jnp.float32(500.0),
                              args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=2048)
    return ts, sol.ys


class ScenarioRunner:
    def __init__(self, scenarios):
        self.scenarios = scenarios

    def run_all(self):
        out = {}
        for name, s in self.scenarios.items():
            args = (jnp.float32(s["ferries"] * 180.0), jnp.float32(1.0 / s["stay"]))
            out[name] = run_scenario(args, jnp.float32(s["days"]))
        return out
