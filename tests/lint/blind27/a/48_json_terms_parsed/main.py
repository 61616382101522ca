import jax
import jax.numpy as jnp

from terms import load_layers


@jax.jit
def layer_burning_cost(annual_losses, attachment, limit):
    layer = jnp.clip(annual_losses - attachment, 0.0, limit)
    return layer.mean() / limit


def main():
    key = jax.random.PRNGKey(808)
    losses = jnp.exp(jax.random.normal(key, (4000, 5)) * 1.4 + 13.5).max(axis=1)
    for layer in load_layers():
        bc = layer_burning_cost(losses, layer.attachment, layer.limit)
        print(layer.name, round(float(bc), 4), "vs ROL", layer.rate_on_line)


if __name__ == "__main__":
    main()
