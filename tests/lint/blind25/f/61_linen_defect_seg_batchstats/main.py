import jax
import jax.numpy as jnp
import numpy as np

from steps import net, tx, seg_train_step, seg_predict


def patches(n, seed, size=32):
    rng = np.random.default_rng(seed)
    imgs = rng.normal(0.5, 0.05, (n, size, size, 1)).astype(np.float32)
    masks = np.zeros((n, size, size), np.float32)
    for i in range(n):
        y, x = rng.integers(4, size - 8, 2)
        imgs[i, y:y + 4, x:x + 4, 0] += 0.4
        masks[i, y:y + 4, x:x + 4] = 1.0
    return imgs, masks


def main():
    x, y = patches(96, 0)
    variables = net.init(jax.random.PRNGKey(0), x[:2], train=False)
    opt_state = tx.init(variables["params"])
    for epoch in range(3):
        for i in range(0, 96, 32):
            variables, opt_state, loss = seg_train_step(variables, opt_state, x[i:i + 32], y[i:i + 32])
        pred = seg_predict(variables, x[:32])
        iou = float((pred * y[:32]).sum() / np.maximum(((pred + y[:32]) > 0).sum(), 1))
        print(f"epoch {epoch}: loss {float(loss):.4f} IoU {iou:.3f}")


if __name__ == "__main__":
    main()
