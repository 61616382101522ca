import numpy as np
import jax
import jax.numpy as jnp
import diffrax


@jax.jit
def ou_track(key, y0, mu, theta, sigma):
    """Ornstein-Uhlenbeck home-range movement, 3 days at 15 min output."""
    drift = lambda t, y, a: theta * (mu - y)
    diffusion = lambda t, y, a: sigma * jnp.eye(2)
    bm = diffrax.VirtualBrownianTree(0.0, 72.0, tol=1e-2, shape=(2,), key=key)
    terms = diffrax.MultiTerm(diffrax.ODETerm(drift), diffrax.ControlTerm(diffusion, bm))
    ts = jnp.linspace(0.0, 72.0, 289)
    sol = diffrax.diffeqsolve(terms, diffrax.Euler(), 0.0, 72.0, dt0=0.25, y0=y0,
                              saveat=diffrax.SaveAt(ts=ts))
    return sol.ys


rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for animal in range(4):
    key, sub = jax.random.split(key)
    mu = jnp.asarray(rng.normal(size=2).astype(np.float32))
    ys = ou_track(sub, jnp.zeros(2), mu, float(rng.uniform(0.1, 0.5)), float(rng.uniform(0.2, 0.6)))
    print(animal, ys.shape, np.round(np.asarray(ys[-1]), 2))
