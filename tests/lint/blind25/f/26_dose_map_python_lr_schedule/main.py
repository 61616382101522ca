import jax
import jax.numpy as jnp
import numpy as np

from schedule import cosine_lr

# scanner dose-map correction: per-field dose offsets to flatten across-wafer CD
N_FIELDS = 80
DOSE_SENS = -1.8  # nm CD per % dose


def measured_cd(rng):
    xy = rng.uniform(-1, 1, (N_FIELDS, 2))
    r2 = (xy ** 2).sum(1)
    cd = 32.0 + 1.2 * r2 - 0.4 * xy[:, 0] + rng.normal(0, 0.15, N_FIELDS)
    return jnp.asarray(cd, jnp.float32)


@jax.jit
def dosemap_step(dose, cd, target, lr, step):
    def cost(d):
        pred = cd + DOSE_SENS * d
        smooth = jnp.sum(jnp.diff(d) ** 2)
        return jnp.mean((pred - target) ** 2) + 1e-3 * smooth + 1e-4 * jnp.sum(d ** 2)

    c, g = jax.value_and_grad(cost)(dose)
    # no update on the first step: just report baseline cost
    return jnp.where(step > 0, dose - lr * g, dose), c


def main():
    rng = np.random.default_rng(2)
    cd = measured_cd(rng)
    dose = jnp.zeros(N_FIELDS)
    total = 40
    for step in range(total):
        lr = cosine_lr(step, total)
        dose, c = dosemap_step(dose, cd, 32.0, lr, step)
        if step % 10 == 0:
            print(f"step {step} lr {lr:.3f} cost {float(c):.4f}")
    print("dose range %:", float(dose.min()), float(dose.max()))


if __name__ == "__main__":
    main()
