import jax
import jax.numpy as jnp

from gcps import matched_gcps


@jax.jit
def fit_affine(px, world):
    design = jnp.concatenate([px, jnp.ones((px.shape[0], 1), px.dtype)], axis=1)
    coef, *_ = jnp.linalg.lstsq(design, world)
    resid = design @ coef - world
    return coef.T, jnp.sqrt(jnp.mean(jnp.sum(resid ** 2, axis=1)))


def main():
    for scene in range(5):
        px, world = matched_gcps(scene)
        affine, rmse = fit_affine(jnp.asarray(px), jnp.asarray(world))
        print(f"scene {scene}: {px.shape[0]} gcps, rmse {float(rmse):.2f} m")


if __name__ == "__main__":
    main()
