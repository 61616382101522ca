import numpy as np

from jobs import batch_export, live_stream

SR = 8000


def tone(freq, amp, seconds=0.25, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(int(SR * seconds)) / SR
    return (amp * np.sin(2 * np.pi * freq * t) + 0.01 * rng.normal(size=t.size)).astype(np.float32)


def main():
    archive = [tone(220, 0.05), tone(440, 0.8), tone(330, 0.3)]
    exported = batch_export(archive)
    print("export rms:", [round(float(np.sqrt(np.mean(e**2))), 4) for e in exported])
    for i, frame in enumerate(live_stream([tone(500, a, seed=i) for i, a in enumerate([0.1, 0.4, 0.9])])):
        print(f"live frame {i}: rms {float(np.sqrt(np.mean(frame**2))):.4f}")


if __name__ == "__main__":
    main()
