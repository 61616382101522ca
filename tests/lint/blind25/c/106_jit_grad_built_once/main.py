import numpy as np
import jax
import jax.numpy as jnp


def sis_deflection_loss(params, x_img, y_img):
    """Source-plane scatter of lensed images under a singular isothermal sphere."""
    theta_e, xs0, ys0 = params
    r = jnp.hypot(x_img, y_img)
    xs = x_img - theta_e * x_img / r
    ys = y_img - theta_e * y_img / r
    return jnp.mean((xs - xs0) ** 2 + (ys - ys0) ** 2)


def einstein_ring_grad(params, x_img, y_img):
    return jax.grad(sis_deflection_loss)(params, x_img, y_img)


grad_fn = jax.jit(einstein_ring_grad)


def lensed_images(rng, theta_e, n=20):
    phi = rng.uniform(0, 2 * np.pi, n)
    r = theta_e + rng.normal(0, 0.02, n)
    return (r * np.cos(phi)).astype(np.float32), (r * np.sin(phi)).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    for lens, theta_e in enumerate([1.1, 0.8, 1.6]):
        x, y = lensed_images(rng, theta_e)
        params = jnp.array([1.0, 0.0, 0.0], dtype=jnp.float32)
        for _ in range(100):
            params = params - 0.5 * grad_fn(params, x, y)
        print(f"lens {lens}: theta_E = {float(params[0]):.3f} (true {theta_e})")


if __name__ == "__main__":
    main()
