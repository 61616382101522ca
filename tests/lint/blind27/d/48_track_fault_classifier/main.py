import jax.numpy as jnp
import numpy as np

from train import tx, train_epoch, logits_fn


def main():
    rng = np.random.default_rng(0)
    n, d, k = 256, 10, 3
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = np.where(x[:, 0] > 1.0, 2, np.where(x[:, 1] > 0.8, 1, 0)).astype(np.int32)
    params = {"w": jnp.zeros((d, k)), "b": jnp.zeros(k)}
    opt_state = tx.init(params)
    batches = [(x[i:i + 64], y[i:i + 64]) for i in range(0, n, 64)]
    for epoch in range(4):
        pred = np.asarray(logits_fn(params, x)).argmax(1)
        recall = np.array([(pred[y == c] == c).mean() for c in range(k)])
        class_weights = jnp.asarray(1.0 + (1.0 - recall), jnp.float32)
        params, opt_state, l = train_epoch(params, opt_state, batches, class_weights)
        print(epoch, np.round(recall, 2), float(l))


if __name__ == "__main__":
    main()
