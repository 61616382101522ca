import numpy as np

from codec import encode_blocks
from ratecontrol import RateController


def main():
    rng = np.random.default_rng(0)
    rc = RateController(target_bits=900.0)
    for frame_idx in range(10):
        blocks = (rng.standard_normal((40, 8, 8)) * (20 + 5 * frame_idx)).astype(np.float32)
        recon, bits = encode_blocks(blocks, rc.qp)
        psnr = 10 * np.log10(255 ** 2 / np.mean((np.asarray(recon) - blocks) ** 2))
        qp = rc.update(float(bits))
        print(f"frame {frame_idx} bits {float(bits):.0f} psnr {psnr:.1f} next qp {qp}")


if __name__ == "__main__":
    main()
