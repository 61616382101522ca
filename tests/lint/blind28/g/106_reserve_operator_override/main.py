import numpy as np

from inputs import model_forecast, operator_override
from reserve import reserve_shortfall


def main():
    rng = np.random.default_rng(320)
    committed = np.full(6, 1200.0, np.float32)
    for cycle in range(4):
        fc = operator_override() if cycle == 2 else model_forecast(rng)
        short = reserve_shortfall(fc, committed, 0.07)
        print(cycle, np.round(np.asarray(short), 1))


if __name__ == "__main__":
    main()
