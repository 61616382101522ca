import jax
import jax.numpy as jnp
import numpy as np

from steps import get_align_step, rotation

rng = np.random.default_rng(0)
dst = rng.normal(size=(64, 3)).astype(np.float32)
true_w = np.array([0.2, -0.1, 0.3], np.float32)
src = np.asarray((dst - np.array([0.1, 0.0, -0.2], np.float32)) @ np.asarray(rotation(jnp.asarray(true_w))))

pose = {"w": jnp.zeros(3), "t": jnp.zeros(3)}
base_lr = 0.1
for epoch in range(5):
    lr = base_lr * (0.7 ** epoch)
    step_fn = get_align_step(lr)
    for it in range(3):
        pose, loss = step_fn(pose, src, dst)
    print(f"epoch {epoch} lr {lr:.4f} chamfer {float(loss):.4f}")
