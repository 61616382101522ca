import jax
import jax.numpy as jnp

from treaties import NAMES, treaty_terms


@jax.jit
def layer_stats(event_losses, retention, limit):
    rec = jnp.clip(event_losses - retention, 0.0, limit)
    annual = rec.sum(axis=1)
    return annual.mean(), jnp.quantile(annual, 0.99)


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(99))
    counts = jax.random.poisson(k1, 2.5, (3000,))
    sev = jnp.exp(jax.random.normal(k2, (3000, 6)) * 1.2 + 15.2)
    losses = jnp.where(jnp.arange(6)[None, :] < counts[:, None], sev, 0.0)
    for i, name in enumerate(NAMES):
        retention, limit = treaty_terms(i)
        el, var99 = layer_stats(losses, retention, limit)
        print(name, f"{float(el):,.0f}", f"{float(var99):,.0f}")


if __name__ == "__main__":
    main()
