import jax
import jax.numpy as jnp

from eyes import screening_visits, referral_visit


@jax.jit
def rnfl_asymmetry(eyes):
    od, os_ = eyes
    mirrored = os_[jnp.array([0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1])]
    diff = od - mirrored
    return jnp.abs(diff).max(), od.mean() - os_.mean()


def main():
    for pair in screening_visits():
        max_d, mean_d = rnfl_asymmetry(pair)
        print("screen", round(float(max_d), 1), round(float(mean_d), 1))
    max_d, mean_d = rnfl_asymmetry(referral_visit())
    print("referral", round(float(max_d), 1), round(float(mean_d), 1))


if __name__ == "__main__":
    main()
