import jax
import jax.numpy as jnp

from flow import FlowMatchingSampler


def init_velocity(key, dim=8, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (dim + 1, hidden)) * 0.2,
            "w2": jax.random.normal(k2, (hidden, dim)) * 0.2}


def velocity(params, x, t):
    tt = jnp.full(x.shape[:-1] + (1,), t)
    return jnp.tanh(jnp.concatenate([x, tt], -1) @ params["w1"]) @ params["w2"]


def main():
    params = init_velocity(jax.random.PRNGKey(0))
    sampler = FlowMatchingSampler(velocity)
    key = jax.random.PRNGKey(1)
    for i in range(4):
        key, sub = jax.random.split(key)
        x = sampler.sample(params, sub, (16, 8))
        print(f"batch {i}: mean {float(x.mean()):+.3f} std {float(x.std()):.3f}")


if __name__ == "__main__":
    main()
