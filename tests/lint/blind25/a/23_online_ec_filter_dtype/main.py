from filter import SalinityTracker
from gateway import decode_packet, lora_payloads


def main():
    tracker = SalinityTracker(5)
    for i, payload in enumerate(lora_payloads(9)):
        est = tracker.ingest(decode_packet(payload))
        print(f"packet {i}: EC estimate {[round(float(v), 3) for v in est]}")


if __name__ == "__main__":
    main()
