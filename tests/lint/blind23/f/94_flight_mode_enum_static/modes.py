import enum


class ControlLaw(enum.Enum):
    NORMAL = "normal"
    ALTERNATE = "alternate"
    DIRECT = "direct"


def active_law(fault_flags):
    if fault_flags.get("adc_disagree") and fault_flags.get("irs_fault"):
        return ControlLaw.DIRECT
    if fault_flags.get("adc_disagree"):
        return ControlLaw.ALTERNATE
    return ControlLaw(fault_flags.get("commanded_law", "normal"))
