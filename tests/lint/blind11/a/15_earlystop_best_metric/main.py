import jax
import jax.numpy as jnp
import numpy as np

from callbacks import EarlyStopping


@jax.jit
def improvement_margin(per_class_iou, best):
    return jnp.mean(per_class_iou) - best


def main():
    rng = np.random.default_rng(0)
    stopper = EarlyStopping()
    for epoch in range(6):
        ious = rng.uniform(0.3, 0.7, size=5).astype(np.float32)
        margin = improvement_margin(ious, stopper.best)
        print(epoch, float(margin))
        if stopper.update(ious):
            break


if __name__ == "__main__":
    main()
