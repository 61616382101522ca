import jax
import jax.numpy as jnp
import numpy as np
import optax

from tiles import N_CLASSES, load_tile

tx = optax.adam(1e-2)


@jax.jit
def train_step(w, opt_state, feats, labels):
    def loss_fn(w):
        return optax.softmax_cross_entropy_with_integer_labels(feats @ w, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros((10, N_CLASSES), jnp.float32)
    opt_state = tx.init(w)
    for source in ["national_map", "field_survey", "national_map", "field_survey"]:
        feats, labels = load_tile(rng, source)
        w, opt_state, loss = train_step(w, opt_state, feats, labels)
        print(source, round(float(loss), 4))


if __name__ == "__main__":
    main()
