import jax
import jax.numpy as jnp

from grouping import screening_export, by_patient


@jax.jit
def patient_referral(images, w):
    per_image = jax.nn.sigmoid(images[..., 0].mean(axis=(1, 2)) * w[0] + images[..., 1].std(axis=(1, 2)) * w[1])
    return per_image.max()


def main():
    w = jnp.array([4.0, -3.0])
    for pid, imgs in by_patient(screening_export()):
        print(pid, imgs.shape[0], round(float(patient_referral(imgs, w)), 4))


if __name__ == "__main__":
    main()
