import jax
import jax.numpy as jnp
import numpy as np

from train import EvalCallback, model, train_step, tx

PIECE_VALUES = np.array([1, 3, 3, 5, 9, 0], dtype=np.float32)


def synthetic_positions(rng, n):
    counts = rng.integers(0, 3, size=(n, 2, 6)).astype(np.float32)
    material = (counts[:, 0] - counts[:, 1]) @ PIECE_VALUES
    return counts, np.tanh(material / 10.0).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    x0, _ = synthetic_positions(rng, 64)
    variables = model.init(jax.random.PRNGKey(0), jnp.asarray(x0), train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    evaluate = EvalCallback(*synthetic_positions(rng, 128))
    for step in range(8):
        x, y = synthetic_positions(rng, 64)
        params, batch_stats, opt_state, loss = train_step(params, batch_stats, opt_state, x, y)
        val = evaluate(step, params, batch_stats)
        if val is not None:
            print(f"step {step} train {float(loss):.4f} val {val:.4f}")


if __name__ == "__main__":
    main()
