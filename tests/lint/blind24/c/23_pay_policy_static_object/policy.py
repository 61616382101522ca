class PayPolicy:
    def __init__(self, overtime_mult=1.5, weekend_mult=1.25, cap_hours=60):
        self.overtime_mult = overtime_mult
        self.weekend_mult = weekend_mult
        self.cap_hours = cap_hours


def policy_for_month(month):
    return PayPolicy()
