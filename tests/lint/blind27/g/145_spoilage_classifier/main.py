import numpy as np
import jax

from model import net, tx, spoilage_train_step, spoilage_eval


def main():
    rng = np.random.default_rng(0)
    variables = net.init(jax.random.PRNGKey(0), np.zeros((2, 7), np.float32), train=False)
    params, stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    xv = rng.normal(0, 1, (100, 7)).astype(np.float32)
    yv = (xv[:, 0] - xv[:, 5] > 0.5).astype(np.float32)
    for epoch in range(3):
        for _ in range(20):
            x = rng.normal(0, 1, (64, 7)).astype(np.float32)
            y = (x[:, 0] - x[:, 5] > 0.5).astype(np.float32)
            params, stats, opt_state, loss = spoilage_train_step(params, stats, opt_state, x, y)
        acc = np.mean((np.asarray(spoilage_eval(params, stats, xv)) > 0) == (yv > 0.5))
        print(f"epoch {epoch}: loss {float(loss):.3f}, val acc {acc:.2f}")


if __name__ == "__main__":
    main()
