import jax
import jax.numpy as jnp

from sampler import DDIMSampler


def mlp_score(params, x, a_t):
    h = jnp.concatenate([x, jnp.broadcast_to(a_t, x.shape[:-1] + (1,))], axis=-1)
    h = jax.nn.silu(h @ params["w1"] + params["b1"])
    return h @ params["w2"]


def init_score_params(key, dim=4, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (dim + 1, hidden)) / jnp.sqrt(dim + 1),
        "b1": jnp.zeros((hidden,)),
        "w2": jax.random.normal(k2, (hidden, dim)) / jnp.sqrt(hidden),
    }


def main():
    key = jax.random.PRNGKey(42)
    pkey, nkey = jax.random.split(key)
    params = init_score_params(pkey)
    sampler = DDIMSampler(mlp_score, params, num_steps=8)
    noise = jax.random.normal(nkey, (64, 4))
    samples = sampler.sample(noise)
    print("sample mean", samples.mean(0))
    print("sample std", samples.std(0))


if __name__ == "__main__":
    main()
