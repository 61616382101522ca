import diffrax
import jax
import jax.numpy as jnp
import numpy as np

N_SAVE = 41


def zone_field(t, y, args):
    # radius of the safe zone shrinking, players drifting toward centre
    shrink, drift = args
    r, d = y
    return jnp.stack([-shrink * r, -drift * (d - 0.3 * r)])


@jax.jit
def zone_trajectory(y0, shrink, drift, t_end):
    ts = jnp.linspace(0.0, 1.0, N_SAVE) * t_end
    sol = diffrax.diffeqsolve(diffrax.ODETerm(zone_field), diffrax.Dopri5(), t0=0.0, t1=t_end,
                              dt0=0.05, y0=y0, args=(shrink, drift),
                              saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6))
    return sol.ys


def main():
    rng = np.random.default_rng(1)
    y0 = jnp.array([1.0, 0.8])
    for game in range(5):
        t_end = float(rng.uniform(18.0, 32.0))
        ys = zone_trajectory(y0, float(rng.uniform(0.05, 0.12)), 0.2, t_end)
        print(game, round(t_end, 1), np.round(np.asarray(ys[-1]), 3))


if __name__ == "__main__":
    main()
