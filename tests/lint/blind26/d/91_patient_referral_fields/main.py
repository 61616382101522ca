import jax
import jax.numpy as jnp

from grouping import screening_export, by_patient


@jax.jit
def referral_score(images, valid, w):
    per_image = jax.nn.sigmoid(images[..., 0].mean(axis=(1, 2)) * w[0] + images[..., 1].std(axis=(1, 2)) * w[1])
    return jnp.where(valid, per_image, 0.0).max()


def main():
    w = jnp.array([4.0, -3.0])
    for pid, imgs, valid in by_patient(screening_export()):
        print(pid, int(valid.sum()), round(float(referral_score(imgs, valid, w)), 4))


if __name__ == "__main__":
    main()
