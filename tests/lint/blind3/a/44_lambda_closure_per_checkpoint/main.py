import jax
import numpy as np

from checkpoints import accuracy, apply_model, fake_checkpoints


def main():
    rng = np.random.default_rng(0)
    x_val = rng.normal(size=(128, 6)).astype(np.float32)
    y_val = rng.integers(0, 3, size=128)
    ckpts = fake_checkpoints(jax.random.PRNGKey(0), n=5)
    best_name, best_acc = None, -1.0
    for name, params in ckpts.items():
        predict = jax.jit(lambda x: apply_model(params, x))
        acc = np.mean([accuracy(predict(x_val[i:i + 32]), y_val[i:i + 32]) for i in range(0, 128, 32)])
        print(f"{name}: val acc {acc:.3f}")
        if acc > best_acc:
            best_name, best_acc = name, acc
    print("best checkpoint", best_name)


if __name__ == "__main__":
    main()
