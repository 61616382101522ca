import jax
import numpy as np

from config import DistillConfig
from distill import distill_step

EPOCHS, DIM = 5, 32


def main():
    rng = np.random.default_rng(0)
    base_cfg = DistillConfig()
    student = jax.random.normal(jax.random.PRNGKey(0), (DIM, base_cfg.num_classes)) * 0.05
    for epoch in range(EPOCHS):
        cfg = base_cfg.annealed(epoch, EPOCHS)
        for _ in range(2):
            feats = rng.standard_normal((16, DIM)).astype(np.float32)
            teacher_logits = rng.standard_normal((16, cfg.num_classes)).astype(np.float32) * 3
            labels = teacher_logits.argmax(-1)
            student, loss = distill_step(student, teacher_logits, feats, labels, cfg)
        print(f"epoch {epoch}: T={cfg.temperature:.2f} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
