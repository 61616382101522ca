DETECTOR = {"min_snr_db": 6.0, "min_dur_ms": 2.0, "max_dur_ms": 20.0}
