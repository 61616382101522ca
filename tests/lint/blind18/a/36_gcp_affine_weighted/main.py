import jax
import jax.numpy as jnp

from gcps import matched_gcps


@jax.jit
def fit_affine(px, world, weight):
    design = jnp.concatenate([px, jnp.ones((px.shape[0], 1), px.dtype)], axis=1)
    w = weight[:, None]
    coef, *_ = jnp.linalg.lstsq(design * w, world * w)
    resid = (design @ coef - world) * w
    rmse = jnp.sqrt(jnp.sum(resid ** 2) / jnp.sum(weight))
    return coef.T, rmse


def main():
    for scene in range(5):
        px, world, weight = matched_gcps(scene)
        affine, rmse = fit_affine(jnp.asarray(px), jnp.asarray(world), jnp.asarray(weight))
        print(f"scene {scene}: {int(weight.sum())} gcps, rmse {float(rmse):.2f} m")


if __name__ == "__main__":
    main()
