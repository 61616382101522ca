from sources import CaptureReader
from frontend import agc_and_dc

for burst in CaptureReader(10):
    out, gain_db = agc_and_dc(burst)
    print(f"gain {float(gain_db):6.2f} dB")
