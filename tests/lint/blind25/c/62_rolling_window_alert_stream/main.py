import numpy as np

from gp import gp_predict_next
from stream import photometry_stream

WINDOW = 12


def main():
    ts, ms, es = [], [], []
    for t, mag, err in photometry_stream():
        if len(ts) >= 3:
            mu, sd = gp_predict_next(np.array(ts[-WINDOW:]), np.array(ms[-WINDOW:]), np.array(es[-WINDOW:]), t)
            z = (mag - float(mu)) / np.hypot(float(sd), err)
            if abs(z) > 5:
                print(f"t={t:.1f}: outburst candidate, {z:.1f} sigma from prediction")
        ts.append(t)
        ms.append(mag)
        es.append(err)
    print(f"processed {len(ts)} epochs")


if __name__ == "__main__":
    main()
