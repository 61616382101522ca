import numpy as np

from dynamics import AreaParams, run_lfc


def main():
    for step in [0.05, 0.1]:
        for ki in [0.0, 0.3]:  # 0.0 = primary response only
            p = AreaParams(H=5.0, D=1.0, R=0.05, Tg=0.5, step_mw=step, Ki=ki)
            df = np.asarray(run_lfc(p))
            print(step, ki, round(float(df.min()), 4), round(float(df[-1]), 4))


if __name__ == "__main__":
    main()
