import jax
import jax.numpy as jnp


def batched(fn):
    return jax.jit(jax.vmap(fn, in_axes=(None, 0)))


def posterior_sample_value(theta, x):
    return jnp.sum(jnp.sin(x * theta[:2])) + theta[2] * jnp.sum(x**2)


def main():
    key = jax.random.PRNGKey(0)
    cand = jax.random.uniform(key, (128, 2))
    history = []
    for t in range(5):
        key, sub = jax.random.split(key)
        theta = jax.random.normal(sub, (3,))
        values = batched(posterior_sample_value)(theta, cand)
        history.append(int(jnp.argmax(values)))
    print("thompson picks", history)


if __name__ == "__main__":
    main()
