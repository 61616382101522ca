import jax
import jax.numpy as jnp
import numpy as np

STATIONS = jnp.array([[0.0, 0.0], [30.0, 5.0], [10.0, 40.0], [-20.0, 25.0], [-15.0, -30.0]])
VP = 6.0


def log_post(loc, picks):
    tt = jnp.linalg.norm(STATIONS - loc, axis=1) / VP
    r = picks - tt
    r = r - r.mean()
    return -0.5 * jnp.sum(r ** 2) / 0.05 ** 2


@jax.jit
def metropolis_chain(key, loc, picks):
    def step(carry, k):
        loc, lp = carry
        k1, k2 = jax.random.split(k)
        prop = loc + 1.5 * jax.random.normal(k1, (2,))
        lp_prop = log_post(prop, picks)
        accept = jnp.log(jax.random.uniform(k2)) < lp_prop - lp
        loc = jnp.where(accept, prop, loc)
        return (loc, jnp.where(accept, lp_prop, lp)), loc

    _, samples = jax.lax.scan(step, (loc, log_post(loc, picks)), jax.random.split(key, 400))
    return samples


def main():
    true = np.array([6.0, -9.0])
    picks = jnp.asarray(np.linalg.norm(np.asarray(STATIONS) - true, axis=1) / VP, jnp.float32)
    loc = jnp.zeros(2)
    for chain in range(4):
        key = jax.random.PRNGKey(chain) if chain < 2 else jax.random.key(chain)
        samples = metropolis_chain(key, loc, picks)
        print(chain, np.asarray(samples[200:].mean(axis=0)))


if __name__ == "__main__":
    main()
