import jax
import jax.numpy as jnp
import numpy as np

FS = 25
CHUNK = FS  # one second per BLE packet


@jax.jit
def spo2_ratio(red, ir, valid):
    n = jnp.sum(valid)

    def ac_dc(x):
        dc = jnp.sum(x * valid) / n
        ac = jnp.sqrt(jnp.sum(((x - dc) * valid) ** 2) / n)
        return ac, dc

    ac_r, dc_r = ac_dc(red)
    ac_i, dc_i = ac_dc(ir)
    r = (ac_r / dc_r) / (ac_i / dc_i)
    return 110.0 - 25.0 * r


class SpO2Monitor:
    def __init__(self, window_s=8):
        self.max_len = window_s * FS
        self.red = np.zeros((self.max_len,), np.float32)
        self.ir = np.zeros((self.max_len,), np.float32)
        self.valid = np.zeros((self.max_len,), np.float32)

    def push(self, red_chunk, ir_chunk):
        k = red_chunk.shape[0]
        for buf, new in ((self.red, red_chunk), (self.ir, ir_chunk), (self.valid, np.ones(k, np.float32))):
            buf[:-k] = buf[k:]
            buf[-k:] = new
        if self.valid.sum() < 2 * FS:
            return None
        return float(spo2_ratio(self.red, self.ir, self.valid))


def packets(n, seed=0):
    rng = np.random.default_rng(seed)
    t0 = 0
    for _ in range(n):
        t = (t0 + np.arange(CHUNK)) / FS
        red = 1.0 + 0.02 * np.sin(2 * np.pi * 1.2 * t) + 0.002 * rng.standard_normal(CHUNK)
        ir = 1.2 + 0.03 * np.sin(2 * np.pi * 1.2 * t) + 0.002 * rng.standard_normal(CHUNK)
        t0 += CHUNK
        yield red.astype(np.float32), ir.astype(np.float32)


def main():
    mon = SpO2Monitor(window_s=8)
    readings = []
    for red, ir in packets(12):
        v = mon.push(red, ir)
        if v is not None:
            readings.append(v)
    print("SpO2 readings:", np.round(readings, 1))


if __name__ == "__main__":
    main()
