from data import SR, clip_stream
from features import log_mel, mel_filterbank


def main():
    fb = mel_filterbank(SR)
    stats = []
    for clip in clip_stream(count=5):
        mel = log_mel(clip, fb)
        stats.append(float(mel.mean()))
    print("mean log-mel per clip:", [round(s, 3) for s in stats])


if __name__ == "__main__":
    main()
