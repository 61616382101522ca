import equinox as eqx
import jax
import jax.numpy as jnp

from ensemble import build_ensemble


@eqx.filter_jit
def member_forecast(member, history):
    flat = history.reshape(history.shape[0], -1)
    return jax.vmap(member)(flat).reshape(history.shape[0], 12, 2)


def main():
    members = build_ensemble(4)
    history = jax.random.normal(jax.random.PRNGKey(9), (8, 10, 2))
    preds = jnp.stack([member_forecast(m, history) for m in members])
    spread = preds.std(0).mean()
    print("ensemble spread", float(spread), preds.shape)


if __name__ == "__main__":
    main()
