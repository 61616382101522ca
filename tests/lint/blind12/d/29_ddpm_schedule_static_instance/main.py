import jax
import jax.numpy as jnp

from diffusion import LinearSchedule, ancestral_sample


def eps_model(params, x, t):
    h = jnp.concatenate([x, jnp.full(x.shape[:-1] + (1,), t)], -1)
    return jnp.tanh(h @ params["w1"]) @ params["w2"]


def generate(params, key, batch_size, dim=2):
    schedule = LinearSchedule(num_steps=10)
    return ancestral_sample(params, key, jnp.zeros((batch_size, dim)), schedule=schedule, eps_fn=eps_model)


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (3, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 2)) * 0.3}
    for request in range(5):
        key, sub = jax.random.split(key)
        samples = generate(params, sub, batch_size=32)
        print(f"request {request}: mean {samples.mean(0)} std {samples.std(0)}")


if __name__ == "__main__":
    main()
