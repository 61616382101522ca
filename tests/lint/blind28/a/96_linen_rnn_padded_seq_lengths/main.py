import jax
import numpy as np

from crm import guest_histories
from model import MAX_STAYS, MODEL, predict_return_days


def main():
    rng = np.random.default_rng(0)
    params = MODEL.init(jax.random.PRNGKey(0), np.zeros((1, MAX_STAYS, 3), np.float32), np.array([MAX_STAYS], np.int32))
    for guest, stays, n in guest_histories(rng):
        days = predict_return_days(params, stays, n)
        print(f"guest {guest} stays {int(n[0])} next stay in ~{float(days[0]):.0f} days")


if __name__ == "__main__":
    main()
