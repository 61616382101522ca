import jax
import jax.numpy as jnp

from state import ALState


@jax.jit
def al_round(state, X, y):
    w = state.labelled.astype(jnp.float32)

    def loss(p):
        pred = jax.nn.sigmoid(X @ p["w"] + p["b"])
        ll = y * jnp.log(pred + 1e-7) + (1 - y) * jnp.log(1 - pred + 1e-7)
        return -jnp.sum(w * ll) / jnp.sum(w)

    params = state.params
    for _ in range(5):
        g = jax.grad(loss)(params)
        params = jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, params, g)
    p = jax.nn.sigmoid(X @ params["w"] + params["b"])
    margin = jnp.where(state.labelled, jnp.inf, jnp.abs(p - 0.5))
    _, idx = jax.lax.top_k(-margin, 4)
    return state.advance(params, state.labelled.at[idx].set(True))


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    X = jax.random.normal(k1, (256, 5))
    y = (X @ jnp.array([1.0, -1.0, 0.5, 0.0, 0.2]) > 0).astype(jnp.float32)
    state = ALState(params={"w": jnp.zeros(5), "b": jnp.zeros(())},
                    labelled=jnp.zeros(256, bool).at[:8].set(True))
    for _ in range(6):
        state = al_round(state, X, y)
        print(state.round, int(state.labelled.sum()))


if __name__ == "__main__":
    main()
