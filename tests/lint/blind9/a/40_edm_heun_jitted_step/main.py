import jax
import jax.numpy as jnp

from edm import heun_sample


def init_net(key, dim=32, hidden=64):
    k1, k2 = jax.random.split(key)
    return {"w_in": jax.random.normal(k1, (dim + 1, hidden)) / jnp.sqrt(dim),
            "w_out": jax.random.normal(k2, (hidden, dim)) / jnp.sqrt(hidden)}


def mlp_net(params, x, noise_cond):
    cond = jnp.broadcast_to(noise_cond, x.shape[:-1] + (1,))
    h = jax.nn.silu(jnp.concatenate([x, cond], -1) @ params["w_in"])
    return h @ params["w_out"]


def main():
    params = init_net(jax.random.PRNGKey(0))
    samples = heun_sample(mlp_net, params, jax.random.PRNGKey(1), (8, 32), num_steps=6)
    print("samples", samples.shape, "std", float(samples.std()))


if __name__ == "__main__":
    main()
