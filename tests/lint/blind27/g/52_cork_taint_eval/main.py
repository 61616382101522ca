import numpy as np
import jax
import jax.numpy as jnp


def make_panel(n, seed):
    rng = np.random.default_rng(seed)
    # triangle-test style discrimination data: 6 descriptors, label = detected taint
    x = rng.normal(0, 1, (n, 6)).astype(np.float32)
    y = (x[:, 1] + 0.5 * x[:, 4] > 0.2).astype(np.float32)
    return x, y


def padded_batches(x, y, batch_size):
    n = len(x)
    for s in range(0, n, batch_size):
        xb, yb = x[s:s + batch_size], y[s:s + batch_size]
        k = len(xb)
        w = np.ones(batch_size, np.float32)
        if k < batch_size:
            xb = np.concatenate([xb, np.zeros((batch_size - k, x.shape[1]), np.float32)])
            yb = np.concatenate([yb, np.zeros(batch_size - k, np.float32)])
            w[k:] = 0.0
        yield xb, yb, w


@jax.jit
def taint_metrics(w_lin, xb, yb, weight):
    logits = xb @ w_lin
    pred = (logits > 0).astype(jnp.float32)
    correct = ((pred == yb) * weight).sum()
    return correct, weight.sum()


def main():
    x, y = make_panel(203, seed=2)
    w_lin = jnp.array([0.1, 1.0, 0.0, 0.0, 0.5, 0.0], jnp.float32)
    for rnd in range(3):
        correct = total = 0.0
        for xb, yb, wb in padded_batches(x, y, 32):
            c, t = taint_metrics(w_lin, xb, yb, wb)
            correct += float(c)
            total += float(t)
        print(f"round {rnd}: accuracy {correct / total:.3f} on {int(total)} tastings")
        w_lin = w_lin.at[0].add(-0.05)


if __name__ == "__main__":
    main()
