import jax
import jax.numpy as jnp
import numpy as np
import optax

from params import init_params

NUM_DOCS, POSITIONS = 80, 8
tx = optax.adam(0.05)


def cascade_nll(params, ranking, first_click):
    attract = jax.nn.sigmoid(params["doc_logit"][ranking] + params["pos_logit"] + params["global_bias"])
    pos = jnp.arange(POSITIONS)
    skipped = jnp.where(pos[None, :] < first_click[:, None], jnp.log1p(-attract + 1e-6), 0.0).sum(1)
    clicked = jnp.take_along_axis(jnp.log(attract + 1e-6), jnp.minimum(first_click, POSITIONS - 1)[:, None], 1)[:, 0]
    return -jnp.mean(skipped + jnp.where(first_click < POSITIONS, clicked, 0.0))


@jax.jit
def fit_step(params, opt_state, ranking, first_click):
    loss, g = jax.value_and_grad(cascade_nll)(params, ranking, first_click)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), NUM_DOCS, POSITIONS)
    opt_state = tx.init(params)
    for step in range(6):
        ranking = jnp.asarray(np.stack([rng.permutation(NUM_DOCS)[:POSITIONS] for _ in range(64)]), jnp.int32)
        first_click = jnp.asarray(rng.integers(0, POSITIONS + 1, 64), jnp.int32)
        params, opt_state, loss = fit_step(params, opt_state, ranking, first_click)
        print(step, float(loss))


if __name__ == "__main__":
    main()
