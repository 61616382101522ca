from diffusion.schedule import LinearSchedule
from diffusion.sampling import ancestral_sample
