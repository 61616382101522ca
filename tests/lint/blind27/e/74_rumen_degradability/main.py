import numpy as np
import jax
import jax.numpy as jnp
import diffrax

# rumen nitrogen kinetics after feeding: degradable (a), potentially degradable (b), rate (c)


def degradation(t, y, args):
    b_remaining = y[1]
    c, kp = args
    return jnp.stack([c * b_remaining - kp * y[0], -c * b_remaining])


@jax.jit
def effective_degradability(c, kp, t_end):
    ts = t_end * jnp.linspace(0.0, 1.0, 25)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(degradation), diffrax.Tsit5(), t0=0.0, t1=t_end, dt0=0.05,
                              y0=jnp.array([0.0, 1.0]), args=(c, kp), saveat=diffrax.SaveAt(ts=ts),
                              max_steps=8192)
    return 1.0 - sol.ys[-1, 1]


feeds = [("soybean meal", 0.08, 0.05, 24.0), ("rapeseed meal", 0.06, 0.05, 36.0),
         ("grass silage", 0.12, 0.04, 18.0), ("dried distillers grains", 0.04, 0.06, 48.0)]
for name, c, kp, t_end in feeds:
    ed = effective_degradability(jnp.float32(c), jnp.float32(kp), jnp.float32(t_end))
    print(f"{name}: degraded fraction of b after {t_end:.0f} h = {float(ed):.3f}")
