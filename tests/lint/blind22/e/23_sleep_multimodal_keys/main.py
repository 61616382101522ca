import jax
import jax.numpy as jnp
import optax

from data import cohort_batches


def features(batch):
    cols = [(batch["ppg_hr"] - 60.0) / 10.0, (batch["ppg_hrv"] - 50.0) / 20.0]
    if "acc_activity" in batch:
        cols.append(jnp.log1p(batch["acc_activity"]))
    else:
        cols.append(jnp.zeros_like(batch["ppg_hr"]))
    return jnp.stack(cols, axis=-1)


@jax.jit
def sgd_step(w, batch):
    def loss_fn(w):
        logits = features(batch) @ w
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["stage"]).mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.1 * g, loss


def main():
    w = jnp.zeros((3, 4), jnp.float32)
    for epoch in range(2):
        for pid, batch in cohort_batches():
            w, loss = sgd_step(w, batch)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
