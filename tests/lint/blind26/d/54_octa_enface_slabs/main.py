import numpy as np

from report import superficial_plexus, deep_plexus, choriocapillaris


def octa_volume(seed):
    rng = np.random.default_rng(seed)
    vol = rng.gamma(2.0, 0.5, size=(16, 60, 16)).astype(np.float32)
    ilm = np.full((16, 16), 5, np.int32)
    ipl = ilm + 15
    opl = ipl + 10
    bm = opl + 20
    return vol, ilm, ipl, opl, bm


def main():
    for eye in range(2):
        vol, ilm, ipl, opl, bm = octa_volume(eye)
        s = superficial_plexus(vol, ilm, ipl)
        d = deep_plexus(vol, ipl, opl)
        c = choriocapillaris(vol, bm)
        print(eye, round(float(s.mean()), 3), round(float(d.mean()), 3), round(float(c.mean()), 3))


if __name__ == "__main__":
    main()
