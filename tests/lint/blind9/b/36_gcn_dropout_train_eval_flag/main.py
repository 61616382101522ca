import jax
import numpy as np

from engine import model, optimizer, run_epoch


def make_graph(n=40, seed=0):
    rng = np.random.default_rng(seed)
    senders = rng.integers(0, n, 160).astype(np.int32)
    receivers = rng.integers(0, n, 160).astype(np.int32)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (np.abs(x[:, 0] * 2).astype(int) % 4).astype(np.int32)
    return {"x": x, "y": y, "senders": senders, "receivers": receivers,
            "train_mask": (rng.random(n) < 0.7).astype(np.float32)}


def main():
    graph = make_graph()
    key = jax.random.PRNGKey(0)
    params = model.init(key, graph["x"], graph["senders"], graph["receivers"], training=False)["params"]
    opt_state = optimizer.init(params)
    for epoch in range(5):
        key, sub = jax.random.split(key)
        params, opt_state, tr, va = run_epoch(params, opt_state, graph, sub)
        print(f"epoch {epoch}: train {tr:.4f} val {va:.4f}")


if __name__ == "__main__":
    main()
