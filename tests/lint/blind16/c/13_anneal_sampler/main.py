import jax
import jax.numpy as jnp

from sampler import AnnealingSampler, sweep


def geometric_schedule(t0, t1, n):
    ratio = (t1 / t0) ** (1.0 / (n - 1))
    return [t0 * ratio**i for i in range(n)]


def main():
    key = jax.random.PRNGKey(0)
    x = jax.random.uniform(key, (128, 2), minval=-4.0, maxval=4.0)
    sampler = AnnealingSampler(proposal_scale=jnp.array(0.5), temperature=10.0)
    for T in geometric_schedule(10.0, 0.05, 8):
        sampler = eqx_replace(sampler, T)
        key, sub = jax.random.split(key)
        x, acc = sweep(sampler, x, sub)
    print("mean energy", float(jnp.mean(jnp.sum(x**2, -1))), "acc", float(acc.mean()))


def eqx_replace(sampler, temperature):
    return AnnealingSampler(proposal_scale=sampler.proposal_scale, temperature=temperature)


if __name__ == "__main__":
    main()
