import jax
import jax.numpy as jnp

from ensemble import Member, mixture_stats


def main():
    pool = jnp.linspace(-3, 3, 120)[:, None]
    keys = jax.random.split(jax.random.PRNGKey(0), 5)
    members = [Member(k, pool[:1]) for k in keys]
    outputs = [m.predict(m.params, pool) for m in members]
    mean, var = mixture_stats(outputs)
    print("next query at", float(pool[jnp.argmax(var), 0]))


if __name__ == "__main__":
    main()
