import jax
import jax.numpy as jnp
import numpy as np
import optax


tx = optax.adam(0.05)


def nll(calib, logits, labels):
    scaled = logits / calib["temperature"] + calib["bias"]
    return optax.softmax_cross_entropy_with_integer_labels(scaled, labels).mean()


@jax.jit
def calib_step(calib, opt_state, logits, labels):
    loss, grads = jax.value_and_grad(nll)(calib, logits, labels)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(calib, updates), opt_state, loss


def fit_temperature(logits, labels, steps=6):
    calib = {"temperature": 1.0, "bias": 0.0}
    opt_state = tx.init(calib)
    for _ in range(steps):
        calib, opt_state, loss = calib_step(calib, opt_state, logits, labels)
    return calib, float(loss)


def fake_validation_logits(n=200, classes=4, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, classes, size=n).astype(np.int32)
    logits = rng.normal(size=(n, classes)).astype(np.float32)
    logits[np.arange(n), labels] += 1.5
    return logits * 3.0, labels


def main():
    logits, labels = fake_validation_logits()
    calib, loss = fit_temperature(logits, labels)
    print({k: float(v) for k, v in calib.items()}, loss)


if __name__ == "__main__":
    main()
