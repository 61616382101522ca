import jax
import jax.numpy as jnp

from ehr import RECORDS, acuity_series


@jax.jit
def antivegf_response(letters):
    t = jnp.arange(letters.shape[0])
    gain = letters[-1] - letters[0]
    tc = t - t.mean()
    slope = (tc * (letters - letters.mean())).sum() / (tc ** 2).sum()
    return gain, slope, (gain >= 15)


def main():
    for rec in RECORDS:
        va = acuity_series(rec)
        gain, slope, responder = antivegf_response(va)
        print(rec["patient"], va.dtype, float(gain), round(float(slope), 2), bool(responder))


if __name__ == "__main__":
    main()
