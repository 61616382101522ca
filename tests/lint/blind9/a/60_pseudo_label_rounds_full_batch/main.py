import jax
import jax.numpy as jnp
import numpy as np
import optax

from selftrain import grow_training_set

ROUNDS = 4
STEPS_PER_ROUND = 3
THRESHOLD = 0.3

opt = optax.adam(5e-3)


def logits_fn(params, x):
    return jax.nn.relu(x @ params["w1"]) @ params["w2"]


@jax.jit
def fit_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def predict_probs(params, x):
    return jax.nn.softmax(logits_fn(params, x))


def main():
    rng = np.random.default_rng(0)
    x_lab = rng.normal(size=(40, 10)).astype(np.float32)
    y_lab = rng.integers(0, 4, size=40)
    x_unl = rng.normal(size=(200, 10)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (10, 32)) * 0.3, "w2": jax.random.normal(k2, (32, 4)) * 0.3}
    opt_state = opt.init(params)
    x_train, y_train = x_lab, y_lab
    for r in range(ROUNDS):
        # full-batch: the labelled + pseudo-labelled pool is small
        for _ in range(STEPS_PER_ROUND):
            params, opt_state, loss = fit_step(params, opt_state, x_train, y_train)
        probs = np.asarray(predict_probs(params, x_unl))
        x_train, y_train = grow_training_set(x_lab, y_lab, x_unl, probs, THRESHOLD + 0.1 * r)
        print(f"round {r}: loss {float(loss):.3f}, train set now {len(x_train)}")


if __name__ == "__main__":
    main()
