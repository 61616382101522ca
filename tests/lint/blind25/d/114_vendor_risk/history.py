class VendorLedger:
    def __init__(self):
        self.breaches = {}

    def record(self, vendor, severity):
        self.breaches.setdefault(vendor, []).append(severity)

    def exposure(self, vendor):
        return sum(self.breaches.get(vendor, []), 0.0)
